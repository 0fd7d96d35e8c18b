/*
 * codearena-runner: sealed runs of untrusted programs (DESIGN §4), one after another.
 *
 * The judge starts one runner per parallel slot (`runner --netns` to cut the network of all its
 * runs) and sends it requests on stdin; each is answered on stdout. The judge may queue the next
 * request while one runs: it is read only once the current run is swept and answered. A request is a header line "<argc> <input bytes>\n", then argc NUL-terminated
 * arguments (the options below, "--", the program and its arguments), then the input. The answer
 * is one JSON line (cpuUs, wallUs, maxrssKb, exitCode, signal, stopped, stdoutBytes, stderrBytes,
 * or error), then the captured stdout and stderr bytes.
 *
 * One run: fork -> (child) setsid, chdir, setrlimit, drop to the run's uid, execve with only the --env pairs given (none by default), stdin from the input ->
 * (runner) read stdout and stderr through capped pipes while watching CPU time, wall-clock time
 * and resident memory -> wait4 rusage -> kill the process group and, while any descendant is left,
 * every process of the run's uid and every orphan re-parented to this runner. A judge in Node could do all but the rusage, and would pay a
 * process spawn per test for it; hence this helper, kept small on purpose.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ARGS 256
#define MAX_ENV 32
#define POLL_MS 5 /* how often the CPU and memory watchdogs look */

struct options {
  long cpu_ms, wall_ms, rss_kb, as_kb, stack_kb, fsize_kb, nproc, nofile, stdout_cap, stderr_cap;
  long uid, gid;
  const char *dir;
  char *env[MAX_ENV + 1];
  char **argv;
};

struct capture {
  int fd;
  char *data;
  long size, cap;
  int overflow;
};

static long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000L + t.tv_nsec / 1000;
}

static int parse(int argc, char **argv, struct options *o) {
  int envc = 0;
  memset(o, 0, sizeof *o);
  o->uid = o->gid = -1;
  o->nofile = 256;
  o->stdout_cap = o->stderr_cap = 64 * 1024;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--")) { o->argv = argv + i + 1; return i + 1 < argc ? 0 : -1; }
    if (i + 1 >= argc) return -1;
    const char *v = argv[++i];
    if (!strcmp(a, "--cpu-ms")) o->cpu_ms = atol(v);
    else if (!strcmp(a, "--wall-ms")) o->wall_ms = atol(v);
    else if (!strcmp(a, "--rss-kb")) o->rss_kb = atol(v);
    else if (!strcmp(a, "--as-kb")) o->as_kb = atol(v);
    else if (!strcmp(a, "--stack-kb")) o->stack_kb = atol(v);
    else if (!strcmp(a, "--fsize-kb")) o->fsize_kb = atol(v);
    else if (!strcmp(a, "--nproc")) o->nproc = atol(v);
    else if (!strcmp(a, "--nofile")) o->nofile = atol(v);
    else if (!strcmp(a, "--stdout-cap")) o->stdout_cap = atol(v);
    else if (!strcmp(a, "--stderr-cap")) o->stderr_cap = atol(v);
    else if (!strcmp(a, "--uid")) o->uid = atol(v);
    else if (!strcmp(a, "--gid")) o->gid = atol(v);
    else if (!strcmp(a, "--dir")) o->dir = v;
    else if (!strcmp(a, "--env") && envc < MAX_ENV) o->env[envc++] = (char *)v;
    else return -1;
  }
  return -1;
}

static int limit(int resource, long value) {
  struct rlimit r = { (rlim_t)value, (rlim_t)value };
  return setrlimit(resource, &r);
}

static void close_fds(unsigned first, unsigned last) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, first, last, 0) == 0) return;
#endif
  for (unsigned fd = first; fd < 1024 && fd <= last; fd++) close((int)fd);
}

/* Runs in the child: everything between fork and execve. Reports a failure through errfd. */
static void child(const struct options *o, int input, int out, int err, int errfd) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, SIG_DFL);
  setsid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  dup2(input, 0);
  dup2(out, 1);
  dup2(err, 2);
  /* Nothing of the runner's own (the judge's request channel included) reaches the program:
   * close_range is two system calls where a loop is a thousand (a tenth of a millisecond per run). */
  if (errfd > 3) close_fds(3, errfd - 1);
  close_fds(errfd + 1, ~0U);
  int step = 1;
  if (o->dir && chdir(o->dir) != 0) goto failed;
  if (o->cpu_ms > 0) {
    /* Kernel backstop only: the runner's watchdog stops the program at the exact limit. */
    struct rlimit cpu = { (rlim_t)(o->cpu_ms / 1000 + 1), (rlim_t)(o->cpu_ms / 1000 + 2) };
    setrlimit(RLIMIT_CPU, &cpu);
  }
  step = 2;
  if (o->as_kb > 0 && limit(RLIMIT_AS, o->as_kb * 1024) != 0) goto failed;
  if (o->stack_kb > 0 && limit(RLIMIT_STACK, o->stack_kb * 1024) != 0) goto failed;
  if (o->fsize_kb > 0 && limit(RLIMIT_FSIZE, o->fsize_kb * 1024) != 0) goto failed;
  if (limit(RLIMIT_NOFILE, o->nofile) != 0 || limit(RLIMIT_CORE, 0) != 0) goto failed;
  step = 3;
  if (o->uid >= 0 && (setgroups(0, NULL) != 0 || setgid((gid_t)o->gid) != 0 || setuid((uid_t)o->uid) != 0)) goto failed;
  /* After the uid drop: root ignores RLIMIT_NPROC, so it only bites as the sandbox uid. */
  step = 2;
  if (o->nproc > 0 && limit(RLIMIT_NPROC, o->nproc) != 0) goto failed;
  step = 4;
  execve(o->argv[0], o->argv, (char *const *)o->env);
failed: {
    int report[2] = { step, errno };
    if (write(errfd, report, sizeof report) < 0) _exit(127);
    _exit(127);
  }
}

static long cpu_ms_of(pid_t pid) {
  clockid_t clock;
  struct timespec t;
  if (clock_getcpuclockid(pid, &clock) != 0 || clock_gettime(clock, &t) != 0) return 0;
  return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* Resident memory of the program's main process, for runtimes that cannot run under RLIMIT_AS. */
static long rss_kb_of(pid_t pid) {
  char path[64];
  long pages = 0, resident = 0;
  snprintf(path, sizeof path, "/proc/%d/statm", pid);
  FILE *f = fopen(path, "r");
  if (!f) return 0;
  if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
  fclose(f);
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

/* SIGKILL every process whose parent is this runner (orphans re-parented to us, the subreaper). */
static void kill_children(void) {
  DIR *proc = opendir("/proc");
  struct dirent *e;
  char path[64], buf[512];
  if (!proc) return;
  while ((e = readdir(proc))) {
    int pid = atoi(e->d_name), ppid = 0;
    if (pid <= 0) continue;
    snprintf(path, sizeof path, "/proc/%d/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *close_paren = strrchr(buf, ')');
    if (close_paren && sscanf(close_paren + 2, "%*c %d", &ppid) == 1 && ppid == getpid()) kill(pid, SIGKILL);
  }
  closedir(proc);
}

/* As the run's uid, kill(-1) takes every process of that uid at once: no fork slips past it. */
static void kill_uid(long uid) {
  pid_t killer = fork();
  if (killer == 0) {
    if (setuid((uid_t)uid) == 0) kill(-1, SIGKILL);
    _exit(0);
  }
  if (killer > 0) waitpid(killer, NULL, 0);
}

/*
 * Every process of a run descends from its program, and orphans re-parent to this runner (the
 * nearest subreaper): so once the runner has no child left, nothing of the run is left either.
 */
static void sweep(pid_t pid, const struct options *o) {
  kill(-pid, SIGKILL);
  for (int round = 0; round < 10000; round++) {
    pid_t r = waitpid(-1, NULL, WNOHANG);
    if (r < 0 && errno == ECHILD) return;
    if (r > 0) continue;
    if (o->uid >= 0) kill_uid(o->uid);
    kill_children();
    struct timespec pause = { 0, 1000000L };
    nanosleep(&pause, NULL);
  }
}

/* Reads what is there; past the cap, stdout is an overflow and stderr is dropped.
 * Returns 1 after reading, 2 when nothing is there yet, 0 at EOF (and closes the pipe). */
static int drain(struct capture *c) {
  char buf[65536];
  if (c->fd < 0) return 0;
  ssize_t n = read(c->fd, buf, sizeof buf);
  if (n < 0 && errno == EAGAIN) return 2;
  if (n <= 0) {
    close(c->fd);
    c->fd = -1;
    return 0;
  }
  long room = c->cap - c->size, kept = n < room ? n : room;
  if (kept > 0) memcpy(c->data + c->size, buf, kept);
  c->size += kept;
  if (n > kept) c->overflow = 1;
  return 1;
}

static void answer_error(const char *what, int err) {
  printf("{\"error\":\"%s: %s\",\"stdoutBytes\":0,\"stderrBytes\":0}\n", what, strerror(err));
}

static void run(struct options *o, const char *input, long input_len, int sigfd) {
  int in = memfd_create("input", MFD_CLOEXEC), out[2], err[2], errpipe[2];
  if (in < 0 || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) || pipe2(errpipe, O_CLOEXEC)) return answer_error("pipes", errno);
  if (write(in, input, input_len) != input_len || lseek(in, 0, SEEK_SET) != 0) return answer_error("input", errno);
  struct capture cap[2] = { { out[0], malloc(o->stdout_cap + 1), 0, o->stdout_cap, 0 }, { err[0], malloc(o->stderr_cap + 1), 0, o->stderr_cap, 0 } };
  long start = now_us();
  pid_t pid = fork();
  if (pid < 0) return answer_error("fork", errno);
  if (pid == 0) child(o, in, out[1], err[1], errpipe[1]);
  close(in), close(out[1]), close(err[1]), close(errpipe[1]);
  int report[2];
  ssize_t failed = read(errpipe[0], report, sizeof report);
  close(errpipe[0]);
  fcntl(out[0], F_SETFL, O_NONBLOCK);
  fcntl(err[0], F_SETFL, O_NONBLOCK);

  const char *stopped = "none";
  int status = 0, exited = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  while (!exited) {
    struct pollfd fds[3] = { { cap[0].fd, POLLIN, 0 }, { cap[1].fd, POLLIN, 0 }, { sigfd, POLLIN, 0 } };
    poll(fds, 3, POLL_MS);
    struct signalfd_siginfo info;
    while (read(sigfd, &info, sizeof info) > 0) {
    }
    for (int i = 0; i < 2; i++)
      if (fds[i].revents) drain(&cap[i]);
    if (wait4(pid, &status, WNOHANG, &ru) == pid) break;
    const char *why = NULL;
    if (cap[0].overflow) why = "output";
    else if (o->wall_ms > 0 && (now_us() - start) / 1000 >= o->wall_ms) why = "wall";
    else if (o->cpu_ms > 0 && cpu_ms_of(pid) > o->cpu_ms) why = "cpu";
    else if (o->rss_kb > 0 && rss_kb_of(pid) > o->rss_kb) why = "memory";
    if (why) {
      stopped = why;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      wait4(pid, &status, 0, &ru);
      exited = 1;
    }
  }
  long wall_us = now_us() - start;
  sweep(pid, o);
  /* Every writer is dead now: what is left in the pipes ends at EOF. */
  for (int i = 0; i < 2; i++)
    while (drain(&cap[i]) == 1) {
    }
  if (cap[0].fd >= 0) close(cap[0].fd);
  if (cap[1].fd >= 0) close(cap[1].fd);

  if (failed == (ssize_t)sizeof report) {
    static const char *steps[] = { "", "chdir", "setrlimit", "drop privileges", "execve" };
    answer_error(steps[report[0]], report[1]);
  } else {
    long cpu_us = ru.ru_utime.tv_sec * 1000000L + ru.ru_utime.tv_usec + ru.ru_stime.tv_sec * 1000000L + ru.ru_stime.tv_usec;
    printf("{\"cpuUs\":%ld,\"wallUs\":%ld,\"maxrssKb\":%ld,\"exitCode\":%d,\"signal\":%d,\"stopped\":\"%s\","
           "\"stdoutOverflow\":%s,\"stdoutBytes\":%ld,\"stderrBytes\":%ld}\n",
           cpu_us, wall_us, ru.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0,
           stopped, cap[0].overflow ? "true" : "false", cap[0].size, cap[1].size);
    fwrite(cap[0].data, 1, cap[0].size, stdout);
    fwrite(cap[1].data, 1, cap[1].size, stdout);
  }
  free(cap[0].data);
  free(cap[1].data);
}

int main(int argc0, char **argv0) {
  /* `runner --netns`: every run of this runner (one submission's slot) gets an empty network
   * namespace with only a down loopback; made once here, not per run, as it costs a millisecond. */
  int netns_error = argc0 > 1 && !strcmp(argv0[1], "--netns") && unshare(CLONE_NEWNET) != 0 ? errno : 0;
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  prctl(PR_SET_DUMPABLE, 0); /* a program of the same uid cannot read this process's memory */
  signal(SIGPIPE, SIG_IGN);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  int sigfd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  int argc;
  long input_len;
  while (scanf("%d %ld", &argc, &input_len) == 2 && getchar() == '\n') {
    if (argc < 0 || argc > MAX_ARGS || input_len < 0) return 2;
    char *args[MAX_ARGS + 1] = { 0 };
    for (int i = 0; i < argc; i++) {
      size_t cap = 0;
      if (getdelim(&args[i], &cap, '\0', stdin) <= 0) return 2;
    }
    char *input = malloc(input_len + 1);
    if (!input || (long)fread(input, 1, input_len, stdin) != input_len) return 2;
    struct options o;
    if (netns_error) answer_error("unshare(CLONE_NEWNET)", netns_error);
    else if (parse(argc, args, &o) != 0) answer_error("usage: [--cpu-ms N] [--wall-ms N] [--rss-kb N] [--as-kb N] [--stack-kb N] [--fsize-kb N] "
                                                  "[--nproc N] [--nofile N] [--stdout-cap N] [--stderr-cap N] [--uid N --gid N] "
                                                  "[--dir D] [--env K=V]... -- program args", EINVAL);
    else run(&o, input, input_len, sigfd);
    fflush(stdout);
    free(input);
    for (int i = 0; i < argc; i++) free(args[i]);
  }
  return 0;
}
