print("mvx: not built yet")
