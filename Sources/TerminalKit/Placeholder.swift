// Placeholder until the first real file of TerminalKit lands.
