// Placeholder until the first real file of Server lands.
