// Placeholder until the first real file of MVC lands.
