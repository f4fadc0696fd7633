# Uncaught TypeError from adding int and str.
count = 3
print("count is", count)
message = count + "a"
print(message)
