#ifndef SHADE_CREADLINE_SHIM_H
#define SHADE_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
#endif
