x = 1
s = "café"
