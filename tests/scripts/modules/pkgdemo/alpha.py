VALUE = "alpha"
import pkgdemo
pkgdemo.order.append(__name__)
