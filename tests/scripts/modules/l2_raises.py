print("l2_raises starts")
X = 1
raise ValueError("module body failed")
