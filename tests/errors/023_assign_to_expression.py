a + b = c
