# KeyError's message is the repr of the key, a tuple here.
d = {(1, 'a'): 1}
print(d[(1, 'a')])
print(d[(2, 'b')])
