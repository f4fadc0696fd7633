# the module's names
import re

names = ['compile', 'search', 'match', 'fullmatch', 'split', 'findall', 'finditer', 'sub', 'subn',
         'escape', 'purge', 'error', 'Pattern', 'Match', 'RegexFlag', 'NOFLAG', 'ASCII', 'IGNORECASE',
         'MULTILINE', 'DOTALL', 'VERBOSE', 'UNICODE', 'LOCALE', 'A', 'I', 'M', 'S', 'X', 'U', 'L']
print(all(hasattr(re, n) for n in names))
print(sorted(n for n in names if n in re.__all__) == sorted(names))
print(type(re.compile('a')) is re.Pattern, type(re.match('a', 'a')) is re.Match)
print(isinstance(re.I, re.RegexFlag), isinstance(re.I | re.M, re.RegexFlag))
from re import findall, IGNORECASE
print(findall('b', 'aBb', IGNORECASE))
