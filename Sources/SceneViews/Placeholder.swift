// Placeholder until the first real file of SceneViews lands.
