# argparse: --help on the real command line (see .args) prints the help
# to stdout and exits 0; the program name comes from sys.argv[0].
import os
os.environ['COLUMNS'] = '72'
import argparse

p = argparse.ArgumentParser(description='Process some integers.',
                            epilog='See the manual for more.')
p.add_argument('integers', metavar='N', type=int, nargs='+', help='an integer for the accumulator')
p.add_argument('--sum', dest='accumulate', action='store_const', const=sum, default=max,
               help='sum the integers (default: find the max)')
sub = p.add_argument_group('output', 'Where the result goes.')
sub.add_argument('-o', '--out', metavar='PATH', help='write to %(metavar)s instead of stdout')
try:
    p.parse_args()
finally:
    print('-- after parse_args')
