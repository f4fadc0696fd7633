"""A docstring may come first."""
from __future__ import annotations, division
from __future__ import generator_stop, spam_and_eggs
print("never")
