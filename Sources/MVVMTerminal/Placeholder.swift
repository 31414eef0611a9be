// Placeholder until the first real file of MVVMTerminal lands.
