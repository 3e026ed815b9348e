"""Commands registered by this module are filled in by their issue."""
