# str and bytes subclasses as subjects; results are plain str
import re

class S(str):
    pass

s = S('hello world')
m = re.search(r'o\s\w', s)
print(m.group(), type(m.group()).__name__, re.findall('o', s), re.sub('o', '0', s), type(re.sub('o', '0', s)).__name__)
print(re.split(' ', s), re.compile(S('l+')).search('hello').span())
