print("never runs")
x = (1,
y = 2
