# argparse: a required sub-command missing from the real command line:
# exit 2 with "the following arguments are required".
import os
os.environ['COLUMNS'] = '80'
import argparse

p = argparse.ArgumentParser()
p.add_argument('-v', action='store_true')
sub = p.add_subparsers(dest='command', required=True)
sub.add_parser('build')
sub.add_parser('clean')
print(p.format_usage(), end='')
p.parse_args()
