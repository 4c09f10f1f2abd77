"""Test set-up shared by the whole suite: Qt runs headless."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
