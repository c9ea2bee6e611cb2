#ifndef SHADE_CREADLINE_SHIM_H
#define SHADE_CREADLINE_SHIM_H
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Line reading through readline's callback interface, so that Ctrl-C can clear the line being
   edited (and any continuation) instead of killing the process: SIGINT only sets a flag, which
   interrupts select(); the partial line is then thrown away. */

static volatile sig_atomic_t shade_sigint_seen = 0;
static char *shade_completed_line = NULL;
static int shade_line_ready = 0;

static void shade_on_sigint(int sig) {
    (void)sig;
    shade_sigint_seen = 1;
}

static void shade_on_line(char *line) {
    shade_completed_line = line;
    shade_line_ready = 1;
    rl_callback_handler_remove();
}

/* Installs the SIGINT handler (without SA_RESTART, so select() returns) and stops readline
   from handling signals itself. */
static inline void shade_readline_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = shade_on_sigint;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    rl_catch_signals = 0;
}

/* Reads one edited line. Returns it (malloc'ed: free it), or NULL at the end of input or after
   Ctrl-C, which sets *interrupted to 1. */
static inline char *shade_readline(const char *prompt, int *interrupted) {
    FILE *input = rl_instream ? rl_instream : stdin;
    FILE *output = rl_outstream ? rl_outstream : stdout;
    *interrupted = 0;
    shade_line_ready = 0;
    shade_completed_line = NULL;
    shade_sigint_seen = 0;
    rl_callback_handler_install(prompt, shade_on_line);
    while (!shade_line_ready) {
        fd_set set;
        FD_ZERO(&set);
        FD_SET(fileno(input), &set);
        int ready = select(fileno(input) + 1, &set, NULL, NULL, NULL);
        if (ready > 0) {
            rl_callback_read_char();
        } else if (ready < 0 && errno == EINTR) {
            if (!shade_sigint_seen) continue;
            shade_sigint_seen = 0;
            rl_free_line_state();
            rl_callback_sigcleanup();
            rl_cleanup_after_signal();
            rl_callback_handler_remove();
            fputs("\n", output);
            fflush(output);
            *interrupted = 1;
            return NULL;
        } else if (ready < 0) {
            rl_callback_handler_remove();
            return NULL;
        }
    }
    return shade_completed_line;
}

/* Accessors for readline's globals, which Swift 6 cannot touch directly. */

/* Names the program for ~/.inputrc and installs the completion callbacks. */
static inline void shade_readline_configure(rl_completion_func_t *complete, rl_cpvfunc_t *word_breaks) {
    rl_readline_name = "shade";
    rl_attempted_completion_function = complete;
    rl_completion_word_break_hook = word_breaks;
}

/* The line being edited, and the cursor's byte offset in it. */
static inline const char *shade_line_buffer(void) { return rl_line_buffer; }
static inline int shade_point(void) { return rl_point; }

/* Inside a completion: never fall back to file names; optionally add no space after a unique match. */
static inline void shade_completion_no_fallback(void) { rl_attempted_completion_over = 1; }
static inline void shade_completion_suppress_append(void) { rl_completion_suppress_append = 1; }
#endif
