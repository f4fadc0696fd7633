def f():
    from __future__ import division
    return 1
print("never")
