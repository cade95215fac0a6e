package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/uridialect/uridialect/cmd/uridialect/internal/explorer"
)

// TestServeRefuses: serve listens on loopback only unless told otherwise,
// and says so with a usage error.
func TestServeRefuses(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"--addr", "0.0.0.0:8080"}, "not a loopback address: add --allow-remote"},
		{[]string{"--addr", ":8080"}, "not a loopback address"},
		{[]string{"--addr", "192.0.2.1:8080"}, "not a loopback address"},
		{[]string{"--addr", "127.0.0.1"}, "missing port"},
		{[]string{"extra"}, "takes no arguments"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		status := run(append([]string{"serve"}, tt.args...), strings.NewReader(""), &out, &errOut)
		if status != exitUsage || !strings.Contains(errOut.String(), tt.msg) {
			t.Errorf("serve %q: status %d, stderr %q; want %d and %q", tt.args, status, errOut.String(), exitUsage, tt.msg)
		}
	}
}

// TestServe runs the explorer on a free loopback port, fetches a page,
// and stops it as Ctrl-C would.
func TestServe(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skipf("no loopback listener here: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut bytes.Buffer
	done := make(chan int)
	go func() { done <- serve(ctx, ln, explorer.Config{}, &out, &errOut) }()
	url := "http://" + ln.Addr().String() + "/compare?base=http://a/b/c/d&ref=../g"
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Get(url)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "http://a/b/g") {
		t.Errorf("GET %s: status %d; body without the answer", url, resp.StatusCode)
	}
	cancel()
	if status := <-done; status != exitOK {
		t.Errorf("serve returned %d after the stop, stderr %q", status, errOut.String())
	}
	if want := "uridialect serve: http://" + ln.Addr().String() + "/\n"; out.String() != want {
		t.Errorf("serve printed %q, want %q", out.String(), want)
	}
}

// TestServeRemote: --allow-remote opens another address, with a warning,
// and turns the Host check off (a remote browser names the machine).
func TestServeRemote(t *testing.T) {
	var out, errOut bytes.Buffer
	ln, cfg, status := listenServe([]string{"--addr", "0.0.0.0:0", "--allow-remote"}, &out, &errOut)
	if ln == nil {
		t.Skipf("cannot listen on 0.0.0.0 here: status %d, %s", status, errOut.String())
	}
	defer ln.Close()
	if !strings.Contains(errOut.String(), "warning: listening on ") || !strings.Contains(errOut.String(), "not loopback") {
		t.Errorf("no warning: stderr %q", errOut.String())
	}
	if !cfg.AnyHost {
		t.Error("the Host check is still on for a remote address")
	}
	ln2, cfg2, _ := listenServe([]string{"--addr", "127.0.0.1:0"}, &out, &errOut)
	if ln2 == nil {
		t.Fatal("cannot listen on 127.0.0.1")
	}
	defer ln2.Close()
	if cfg2.AnyHost {
		t.Error("the Host check is off on loopback")
	}
}
