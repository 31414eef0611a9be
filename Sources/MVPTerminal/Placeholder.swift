// Placeholder until the first real file of MVPTerminal lands.
