"""Round pairing: the tab, the engine run in the background, the Why of every board and the glossary,
overrides and prohibited pairs, accelerations, Chess960, checks of all rounds."""
