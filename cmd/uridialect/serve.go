package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/cmd/uridialect/internal/explorer"
	replay "github.com/uridialect/uridialect/migrate/captures"
)

const serveAbout = `Serves the local explorer: pages to compare a reference across every dialect,
explain one dialect's steps beside the specification text they cite, validate
and parse with every violation underlined, list a page's links, migrate a page
or a small archive (accounting, link table, report, conversion WARC), fit
observations, and read the specification texts. Everything is served from
files embedded in the binary.

With --captures SRC (repeatable: a CDX or CDXJ index, a WARC, ARC or WACZ
file, a folder or a glob), the Migrate page looks every changed link up in
those captures, as migrate --captures does: the replay verdicts are in its
accounting, link table and report (docs/captures.md).

It listens on a loopback address only, unless --allow-remote is given: the
pages are meant for the person at this machine. Stop it with Ctrl-C.`

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ln, cfg, status := listenServe(args, stdout, stderr)
	if cfg.Captures != nil {
		defer cfg.Captures.Close()
	}
	if ln == nil {
		return status
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	return serve(ctx, ln, cfg, stdout, stderr)
}

// listenServe reads serve's flags and opens its listener, warning on
// stderr when it is not loopback. It returns a nil listener and the exit
// status when serve must not start.
func listenServe(args []string, stdout, stderr io.Writer) (net.Listener, explorer.Config, int) {
	var cfg explorer.Config
	fs := newFlagSet("serve", "[--addr HOST:PORT] [--allow-remote]", serveAbout, stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT` (port 0: any free port)")
	remote := fs.Bool("allow-remote", false, "allow an address other than loopback (anyone who can reach it can use the pages)")
	var sources []string
	fs.Func("captures", "the Migrate page looks links up in the captures of `SRC`: an index, an archive, a folder (repeatable)", func(s string) error {
		if s == "" {
			return errors.New("want an index, an archive, a folder or a glob")
		}
		sources = append(sources, s)
		return nil
	})
	if stop, status := parseFlags(fs, args, stdout); stop {
		return nil, cfg, status
	}
	if fs.NArg() != 0 {
		return nil, cfg, usageError(fs, "takes no arguments")
	}
	if len(sources) > 0 {
		cfg.Captures = replay.Open(sources, nil, captures.IndexOptions{})
		if len(cfg.Captures.Failed) > 0 {
			for _, err := range cfg.Captures.Failed {
				fmt.Fprintf(stderr, "uridialect serve: --captures: %v\n", err)
			}
			return nil, cfg, exitInvalid
		}
		for _, ix := range cfg.Captures.Indexes {
			for _, le := range ix.Failures() {
				fmt.Fprintf(stderr, "uridialect serve: --captures: %v\n", le)
			}
		}
	}
	loopback, err := explorer.CheckAddr(*addr)
	if err != nil {
		return nil, cfg, usageError(fs, "%v", err)
	}
	if !loopback && !*remote {
		return nil, cfg, usageError(fs, "%s is not a loopback address: add --allow-remote to listen there", *addr)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "uridialect serve: %v\n", err)
		return nil, cfg, exitInvalid
	}
	if !loopback {
		fmt.Fprintf(stderr, "uridialect serve: warning: listening on %s, not loopback: anyone who can reach this address can use the explorer\n", ln.Addr())
	}
	cfg.AnyHost = !loopback
	return ln, cfg, exitOK
}

// serve runs the explorer on ln until ctx is done, then shuts down.
func serve(ctx context.Context, ln net.Listener, cfg explorer.Config, stdout, stderr io.Writer) int {
	srv := explorer.NewServer(ln.Addr().String(), explorer.New(cfg))
	fmt.Fprintf(stdout, "uridialect serve: http://%s/\n", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		fmt.Fprintf(stderr, "uridialect serve: %v\n", err)
		return exitInvalid
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "uridialect serve: %v\n", err)
		return exitInvalid
	}
	return exitOK
}
