#ifndef SHADE_CREADLINE_SHIM_H
#define SHADE_CREADLINE_SHIM_H
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#if defined(SHADE_LIBEDIT_HEADERS)
/* libedit's own header path (Debian's libedit-dev); .ci/libedit-check.sh compiles against it. */
#include <editline/readline.h>
#else
/* GNU readline, or on macOS the SDK's <readline/readline.h>, which is libedit. */
#include <readline/readline.h>
#include <readline/history.h>
#endif

/* libedit reports itself as readline 4.2 (RL_READLINE_VERSION 0x0402) and lacks what came later. */
#if defined(RL_READLINE_VERSION) && RL_READLINE_VERSION >= 0x0700
#define SHADE_HAS_CALLBACK_SIGCLEANUP 1
#endif
/* Multi-line history entries came with GNU readline 8.0; libedit keeps each line as its own entry. */
#if defined(RL_READLINE_VERSION) && RL_READLINE_VERSION >= 0x0800
#define SHADE_HAS_MULTILINE_HISTORY 1
#endif

/* The word-break hook's type (GNU readline calls it rl_cpvfunc_t; libedit has no name for it). */
typedef char *shade_word_breaks_func_t(void);

/* Line reading through readline's callback interface, so that Ctrl-C can clear the line being
   edited (and any continuation) instead of killing the process: SIGINT only writes a byte to a
   pipe (whichever thread receives it), which wakes select(); the partial line is thrown away. */

/* A multi-line entry stays one history entry in the history file: GNU readline writes each entry
   after a timestamp line ('#' and the seconds) and reads the lines up to the next timestamp back as
   one entry. Without '#' as the comment character readline writes no timestamps, and the next
   session read the whole file back as one glued entry. */
static void shade_history_keep_multiline_entries(void) {
#ifdef SHADE_HAS_MULTILINE_HISTORY
    history_comment_char = '#';
    history_write_timestamps = 1;
    history_multiline_entries = 1;
#endif
}

/* Reads the history file. A file that does not start with a timestamp was written without them
   (by an earlier Shade): each of its lines is read as an entry of its own, and the file is written
   again with timestamps. */
static inline void shade_history_read(const char *path) {
#ifdef SHADE_HAS_MULTILINE_HISTORY
    FILE *file = fopen(path, "r");
    int first = file ? fgetc(file) : EOF;
    if (file) fclose(file);
    if (first != EOF && first != '#') {
        history_multiline_entries = 0;
        read_history(path);
        history_multiline_entries = 1;
        write_history(path);
        return;
    }
#endif
    read_history(path);
}

/* Adds the newest entry to the history file. libedit's append_history writes entries again and
   leaves the last one without its line end, so there the whole history (at most the REPL's limit
   of entries) is written instead; libedit encodes a line end inside an entry, which keeps it whole. */
static inline void shade_history_append(const char *path) {
#ifdef SHADE_HAS_MULTILINE_HISTORY
    append_history(1, path);
#else
    write_history(path);
#endif
}

static int shade_signal_pipe[2] = {-1, -1};
static char *shade_completed_line = NULL;
static int shade_line_ready = 0;

static void shade_on_sigint(int sig) {
    (void)sig;
    int saved = errno;
    if (shade_signal_pipe[1] >= 0) { ssize_t ignored = write(shade_signal_pipe[1], "i", 1); (void)ignored; }
    errno = saved;
}

static void shade_on_line(char *line) {
    shade_completed_line = line;
    shade_line_ready = 1;
    rl_callback_handler_remove();
}

/* Installs the SIGINT handler and stops readline from handling signals itself. */
static inline void shade_readline_install(void) {
    if (shade_signal_pipe[0] < 0 && pipe(shade_signal_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(shade_signal_pipe[i], F_SETFL, fcntl(shade_signal_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(shade_signal_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = shade_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, NULL);
    /* A parent may have started us with SIGINT blocked; Ctrl-C must reach us. */
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    sigprocmask(SIG_UNBLOCK, &interrupt, NULL);
    rl_catch_signals = 0;
}

/* Reads one edited line. Returns it (malloc'ed: free it), or NULL at the end of input or after
   Ctrl-C, which sets *interrupted to 1. */
static inline char *shade_readline(const char *prompt, int *interrupted) {
    FILE *input = rl_instream ? rl_instream : stdin;
    FILE *output = rl_outstream ? rl_outstream : stdout;
    char drained[64];
    *interrupted = 0;
    shade_line_ready = 0;
    shade_completed_line = NULL;
    while (shade_signal_pipe[0] >= 0 && read(shade_signal_pipe[0], drained, sizeof drained) > 0) {}
    rl_callback_handler_install(prompt, shade_on_line);
    while (!shade_line_ready) {
        fd_set set;
        FD_ZERO(&set);
        FD_SET(fileno(input), &set);
        int highest = fileno(input);
        if (shade_signal_pipe[0] >= 0) {
            FD_SET(shade_signal_pipe[0], &set);
            if (shade_signal_pipe[0] > highest) highest = shade_signal_pipe[0];
        }
        int ready = select(highest + 1, &set, NULL, NULL, NULL);
        if (ready < 0 && errno == EINTR) continue;
        if (ready > 0 && shade_signal_pipe[0] >= 0 && FD_ISSET(shade_signal_pipe[0], &set)) {
            while (read(shade_signal_pipe[0], drained, sizeof drained) > 0) {}
            rl_free_line_state();
#ifdef SHADE_HAS_CALLBACK_SIGCLEANUP
            rl_callback_sigcleanup();
#endif
            rl_cleanup_after_signal();
            rl_callback_handler_remove();
            fputs("\n", output);
            fflush(output);
            *interrupted = 1;
            return NULL;
        } else if (ready > 0) {
            rl_callback_read_char();
        } else {
            rl_callback_handler_remove();
            return NULL;
        }
    }
    return shade_completed_line;
}

/* Accessors for readline's globals, which Swift 6 cannot touch directly. */

/* Names the program for ~/.inputrc and installs the completion callbacks. */
static inline void shade_readline_configure(rl_completion_func_t *complete, shade_word_breaks_func_t *word_breaks) {
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
