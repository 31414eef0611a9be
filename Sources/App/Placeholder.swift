// Placeholder until the first real file of App lands.
