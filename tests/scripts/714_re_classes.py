# character classes and the escapes \d \w \s in str and bytes patterns
import re

print(re.findall('[a-c]', 'abcd'), re.findall('[^a-c]', 'abcd'), re.findall('[]a]', 'a]b'))
print(re.findall('[a-]', 'a-b'), re.findall('[-a]', 'a-b'), re.findall(r'[\]]', 'a]'), re.findall('[\\-]', 'a-'))
print(re.findall(r'[\d.]+', 'v1.25 x'), re.findall(r'[^\W\d]+', 'ab12cd'), re.findall(r'[\s,]+', 'a, b'))
print(re.findall(r'\d', 'a1٣5'), re.findall(r'\d', 'a1٣5', re.A), re.findall(r'\w+', 'héllo wörld'))
print(re.findall(r'\w+', 'héllo wörld', re.ASCII), re.findall(r'\s', 'a b\tc\nd\u3000e'))
print(re.findall(rb'\w+', 'héllo'.encode()), re.findall(rb'\d', b'1a2'))
print(re.findall('[:a]', 'a:]'), re.findall('[x^]', 'x^y'), re.findall(r'[\b]', 'a\bb'))
print(re.findall(r'[\x41-\x43]', 'ABCD'), re.findall(r'[\u00e9]', 'eé'), re.findall('[à-ä]', 'àbä'))
print(re.findall('(?i)[a-c]', 'ABCD'), re.findall('[Z-a]', 'Z_a'), re.findall(r'\W', 'a!b c'))
print(re.findall(r'\S+', ' a bc '), re.findall(r'\D+', 'a1bc2'))
