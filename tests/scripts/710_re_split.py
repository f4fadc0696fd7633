# split: plain, with groups, maxsplit, empty matches
import re

print(re.split(r'\W+', 'Words, words, words.'))
print(re.split(r'(\W+)', 'Words, words, words.'))
print(re.split(r'\W+', 'Words, words, words.', 1), re.split(r'\W+', 'Words, words, words.', maxsplit=2))
print(re.split('[a-f]+', '0a3B9', flags=re.IGNORECASE))
print(re.split(r'(\W+)', '...words, words...'))
print(re.split('x*', 'axbc'), re.split('', 'abc'), re.split(r'\b', 'a b'))
print(re.split('(x)|(y)', 'axbyc'), re.split('x', 'axb', -1), re.split('x', ''))
print(re.split(b',', b'a,b,,c'), re.compile(',').split('1,2,3', 1))
print(re.split('(?m)^$', 'a\n\nb'))
