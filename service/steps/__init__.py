"""Steps: the logic of each flow step as plain functions, called by views and by jobs alike."""
