/*
 * codearena-runner: sealed runs of untrusted programs (docs/architecture.md §4), one after another.
 *
 * The judge starts one runner per parallel slot (`runner --netns` to cut the network of all its
 * runs) and sends it requests on stdin; each is answered on stdout. The judge may queue the next
 * request while one runs: it is read only once the current run is swept and answered. A request is a header line "<argc> <input bytes>\n", then argc NUL-terminated
 * arguments (the options below, "--", the program and its arguments), then the input. The answer
 * is one JSON line (cpuUs, treeCpuUs, wallUs, maxrssKb, exitCode, signal, stopped, stdoutBytes, stderrBytes,
 * or error), then the captured stdout and stderr bytes.
 *
 * One run: fork -> (child) setsid, a private root when --ro/--rw/--symlink entries are given
 * (enter_view), chdir, setrlimit, drop to the run's uid, no_new_privs, execve with only the --env
 * pairs given (none by default), stdin from the input ->
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
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ARGS 256
#define MAX_ENV 32
#define MAX_VIEW 48 /* binds and symlinks of a private root */
#define POLL_MS 5 /* how often the CPU and memory watchdogs look */

/* One entry of a private root: a bind (read-only or not) of a host path, or a symlink. */
struct view_entry {
  enum { VIEW_RO, VIEW_RW, VIEW_SYMLINK } kind;
  const char *from; /* the host path bound, or the symlink's target */
  const char *to;   /* the path inside the view */
};

struct options {
  long cpu_ms, wall_ms, rss_kb, as_kb, stack_kb, fsize_kb, nproc, nofile, stdout_cap, stderr_cap, tmpfs_kb;
  long uid, gid;
  const char *dir;
  char *env[MAX_ENV + 1];
  struct view_entry view[MAX_VIEW];
  int viewc; /* > 0: the run gets a private root holding only these entries (enter_view) */
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
    /* The view's entries take two values: --ro HOST INSIDE, --rw HOST INSIDE, --symlink TARGET INSIDE. */
    int kind = !strcmp(a, "--ro") ? VIEW_RO : !strcmp(a, "--rw") ? VIEW_RW : !strcmp(a, "--symlink") ? VIEW_SYMLINK : -1;
    if (kind >= 0) {
      if (i + 2 >= argc || o->viewc >= MAX_VIEW || argv[i + 2][0] != '/') return -1;
      o->view[o->viewc++] = (struct view_entry){ kind, argv[i + 1], argv[i + 2] };
      i += 2;
      continue;
    }
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
    else if (!strcmp(a, "--tmpfs-kb")) o->tmpfs_kb = atol(v);
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

/* mkdir -p: every missing directory of an absolute path, root-owned 0755 (mount points of the view). */
static int make_dirs(char *path) {
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    int made = mkdir(path, 0755);
    *p = '/';
    if (made != 0 && errno != EEXIST) return -1;
  }
  return mkdir(path, 0755) == 0 || errno == EEXIST ? 0 : -1;
}

/* Where the new root is built: the host's /tmp, hidden by a tmpfs in this run's namespace only. */
#define VIEW_ROOT "/tmp"

/*
 * A private root for this run (docs/architecture.md §4): a new mount namespace whose root is an empty tmpfs
 * holding only the view's entries (the toolchains, the run's scratch directories), a /proc that
 * shows only the run's own processes, /dev/fd and friends, and an empty /tmp: never the host's
 * root, the repository, the local stack's data folder or /root. Nothing propagates back to the
 * host, and the namespace (with its tmpfs) ends with the run's last process.
 */
static int enter_view(const struct options *o) {
  int fds[MAX_VIEW];
  char path[PATH_MAX], source[64], tmpfs[64];
  if (unshare(CLONE_NEWNS) != 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
  /* Sources are opened first: the tmpfs below hides the host's /tmp, where scratch space usually is. */
  for (int i = 0; i < o->viewc; i++) {
    fds[i] = o->view[i].kind == VIEW_SYMLINK ? -1 : open(o->view[i].from, O_PATH | O_CLOEXEC);
    if (o->view[i].kind != VIEW_SYMLINK && fds[i] < 0) return -1;
  }
  snprintf(tmpfs, sizeof tmpfs, "size=%ldk,nr_inodes=4096,mode=0755", o->tmpfs_kb > 0 ? o->tmpfs_kb : 16384);
  /* Not nodev: its /dev nodes are made below by the runner; the program cannot make any (no CAP_MKNOD). */
  if (mount("tmpfs", VIEW_ROOT, "tmpfs", MS_NOSUID, tmpfs) != 0) return -1;
  for (int i = 0; i < o->viewc; i++) {
    const struct view_entry *e = &o->view[i];
    if (snprintf(path, sizeof path, VIEW_ROOT "%s", e->to) >= (int)sizeof path) return errno = ENAMETOOLONG, -1;
    char *slash = strrchr(path, '/');
    *slash = 0;
    int parent = make_dirs(path);
    *slash = '/';
    if (parent != 0) return -1;
    if (e->kind == VIEW_SYMLINK) {
      if (symlink(e->from, path) != 0) return -1;
      continue;
    }
    struct stat st;
    if (fstat(fds[i], &st) != 0) return -1;
    if (S_ISDIR(st.st_mode) ? mkdir(path, 0755) != 0 && errno != EEXIST : mknod(path, S_IFREG | 0644, 0) != 0 && errno != EEXIST) return -1;
    /* The open descriptor is the source: /proc/self/fd/N still reaches what the tmpfs covers. */
    snprintf(source, sizeof source, "/proc/self/fd/%d", fds[i]);
    if (mount(source, path, NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
    /* nosuid: no set-uid program of the toolchains' directories regains root inside. */
    unsigned long flags = MS_REMOUNT | MS_BIND | MS_NOSUID | (e->kind == VIEW_RO ? MS_RDONLY : 0);
    if (mount(NULL, path, NULL, flags, NULL) != 0) return -1;
    close(fds[i]);
  }
  /* Real device nodes, not bind mounts: a mount point in a tmpfs lists as a regular file. */
  static const struct { const char *path; unsigned minor; } devices[] = {
    { VIEW_ROOT "/dev/null", 3 }, { VIEW_ROOT "/dev/zero", 5 }, { VIEW_ROOT "/dev/full", 7 }, { VIEW_ROOT "/dev/random", 8 }, { VIEW_ROOT "/dev/urandom", 9 }
  };
  static const char *dev_links[][2] = { { "/proc/self/fd", "/dev/fd" }, { "/proc/self/fd/0", "/dev/stdin" },
                                        { "/proc/self/fd/1", "/dev/stdout" }, { "/proc/self/fd/2", "/dev/stderr" } };
  if (mkdir(VIEW_ROOT "/dev", 0755) != 0 && errno != EEXIST) return -1;
  for (unsigned i = 0; i < sizeof devices / sizeof *devices; i++)
    if (mknod(devices[i].path, S_IFCHR | 0666, makedev(1, devices[i].minor)) != 0) return -1;
  for (unsigned i = 0; i < sizeof dev_links / sizeof *dev_links; i++) {
    snprintf(path, sizeof path, VIEW_ROOT "%s", dev_links[i][1]);
    if (symlink(dev_links[i][0], path) != 0 && errno != EEXIST) return -1;
  }
  /* hidepid=2: the run sees its own processes only, never the judge's or another run's. */
  if (mkdir(VIEW_ROOT "/proc", 0555) != 0 || mount("proc", VIEW_ROOT "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") != 0) return -1;
  if (mkdir(VIEW_ROOT "/tmp", 01777) != 0) return -1;
  /*
   * chroot, not pivot_root: the host's mounts stay in this namespace but out of reach, since the
   * program has no capability (no CAP_SYS_CHROOT, no_new_privs) and no descriptor outside; and a
   * chrooted process may not create a user namespace, the one way to get such a capability back.
   * Detaching the old root would cost a second RCU grace period per run (0.2-0.5 ms measured).
   */
  if (chdir(VIEW_ROOT) != 0 || chroot(".") != 0 || chdir("/") != 0) return -1;
  return 0;
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
  int step = 5;
  /* The view's modes are exact (0666 devices, a 1777 /tmp); the program gets the runner's umask back. */
  mode_t umask_before = umask(0);
  if (o->viewc > 0 && enter_view(o) != 0) goto failed;
  umask(umask_before);
  step = 1;
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
  /* No set-uid or file-capability program can give the run more rights than it starts with. */
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) goto failed;
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
static long sweep(pid_t pid, const struct options *o) {
  long cpu_us = 0; /* of every process reaped here: what the run burnt beyond its main process */
  kill(-pid, SIGKILL);
  for (int round = 0; round < 10000; round++) {
    struct rusage ru;
    pid_t r = wait4(-1, NULL, WNOHANG, &ru);
    if (r < 0 && errno == ECHILD) return cpu_us;
    if (r > 0) {
      cpu_us += ru.ru_utime.tv_sec * 1000000L + ru.ru_utime.tv_usec + ru.ru_stime.tv_sec * 1000000L + ru.ru_stime.tv_usec;
      continue;
    }
    if (o->uid >= 0) kill_uid(o->uid);
    kill_children();
    struct timespec pause = { 0, 1000000L };
    nanosleep(&pause, NULL);
  }
  return cpu_us;
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
  long swept_cpu_us = sweep(pid, o);
  /* Every writer is dead now: what is left in the pipes ends at EOF. */
  for (int i = 0; i < 2; i++)
    while (drain(&cap[i]) == 1) {
    }
  if (cap[0].fd >= 0) close(cap[0].fd);
  if (cap[1].fd >= 0) close(cap[1].fd);

  if (failed == (ssize_t)sizeof report) {
    static const char *steps[] = { "", "chdir", "setrlimit", "drop privileges", "execve", "private root (mount namespace)" };
    answer_error(steps[report[0]], report[1]);
  } else {
    long cpu_us = ru.ru_utime.tv_sec * 1000000L + ru.ru_utime.tv_usec + ru.ru_stime.tv_sec * 1000000L + ru.ru_stime.tv_usec;
    printf("{\"cpuUs\":%ld,\"treeCpuUs\":%ld,\"wallUs\":%ld,\"maxrssKb\":%ld,\"exitCode\":%d,\"signal\":%d,\"stopped\":\"%s\","
           "\"stdoutOverflow\":%s,\"stdoutBytes\":%ld,\"stderrBytes\":%ld}\n",
           cpu_us, cpu_us + swept_cpu_us, wall_us, ru.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0,
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
                                                  "[--dir D] [--env K=V]... [--ro|--rw HOST INSIDE]... [--symlink TARGET INSIDE]... [--tmpfs-kb N] -- program args", EINVAL);
    else run(&o, input, input_len, sigfd);
    fflush(stdout);
    free(input);
    for (int i = 0; i < argc; i++) free(args[i]);
  }
  return 0;
}
