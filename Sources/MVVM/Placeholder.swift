// Placeholder until the first real file of MVVM lands.
