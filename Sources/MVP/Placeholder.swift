// Placeholder until the first real file of MVP lands.
