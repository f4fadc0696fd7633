# A dict key is an expression: an unparenthesized walrus is not one.
x = {y := 1: 2}
