# argparse: a bad value on the real command line (sys.argv, see .args):
# the usage and "PROG: error: ..." on stderr, exit status 2.
import os
os.environ['COLUMNS'] = '80'
import argparse

p = argparse.ArgumentParser(description='Count things.')
p.add_argument('--count', type=int, default=1, help='how many')
p.add_argument('files', nargs='+')
print('prog is', p.prog)
args = p.parse_args()
print('not reached', args)
