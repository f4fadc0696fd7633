# := cannot assign to an attribute.
x = 1
print((x.y := 1))
