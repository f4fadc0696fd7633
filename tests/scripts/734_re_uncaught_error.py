# an uncaught re.error ends the program with CPython's last line
import re

print(re.match('a', 'a').group())
re.compile('(ab')
