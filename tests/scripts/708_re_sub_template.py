# sub with replacement templates: \1, \g<name>, \g<0>, escapes
import re

print(re.sub(r'(\w+) (\w+)', r'\2 \1', 'hello world, good day'))
print(re.sub(r'(?P<k>\w+)=(?P<v>\w+)', r'\g<v>:\g<k>', 'a=1 b=2'))
print(re.sub(r'\d+', r'<\g<0>>', 'a1b22'))
print(re.sub('a', r'\n', 'bab') == 'b\nb', re.sub('a', r'\t|\\', 'bab'))
print(re.sub('a', '\\\\', 'bab'), re.sub('(a)', r'\1\1', 'bab'))
print(re.sub('(a)|b', r'[\1]', 'ab'))
print(re.sub('x', '-', 'abc'), re.sub('', '-', 'abc'), re.sub('x*', '-', 'abxd'))
print(re.sub('a', 'b', 'aaaa', count=2), re.sub('a', 'b', 'aaaa', 1))
print(re.sub(r'(\d)', r'\g<1>0', 'a1b2')))
print(re.sub('a', r'\0', 'bab') == 'b\x00b', re.sub('a', r'\101', 'bab'))
print(re.sub('a', r'\-', 'bab'))
print(re.sub(b'a+', b'<\\g<0>>', b'baab'))
print(re.sub('(?i)B', 'x', 'abBc'), re.sub('b', 'x', 'abBc', flags=re.I))
p = re.compile(r'(\w+)@(\w+)\.com')
print(p.sub(r'\2 at \1', 'alice@example.com, bob@test.com'))
