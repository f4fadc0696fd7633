from .... import nothing
