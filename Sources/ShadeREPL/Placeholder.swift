import Shade
