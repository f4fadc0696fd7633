# backreferences: \1, \g in templates, (?P=name), octal escapes vs references
import re

print(re.search(r'(\w)\1', 'abccd'), re.findall(r'(\w)\1', 'aabbcd'))
print(re.search(r'(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10', 'abcdefghijj'))
print(re.search(r'\101', 'A'), re.search(r'\0', '\x00'))
print(re.search(r'(\w+) \1', 'hello hello world'), re.search(r'(?i)(a)\1', 'aA'))
print(re.match(r'(a)?b\1', 'b'), re.match(r'(a|b)*\1', 'aba'))
print(re.search(r'[\1]', '\x01'), re.search(r'[\0-\7]', '\x05'))
