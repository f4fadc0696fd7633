# int() of a non-numeric string: the message quotes the repr of the string.
print(int(' 42 '))
print(int('4_2'))
int('4__2')
