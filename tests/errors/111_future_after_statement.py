from __future__ import annotations
import sys
from __future__ import division
print("never")
