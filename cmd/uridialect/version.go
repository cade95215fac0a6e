package main

import (
	"fmt"
	"io"
	"runtime/debug"
)

const versionAbout = `Prints the module's version, the commit it was built from (with "+dirty" when
the work tree had changes) and the commit's date, and the Go version, as the
build recorded them (runtime/debug.ReadBuildInfo). A binary from "go install
...@latest" knows its version; one built in a clone knows its commit.`

func runVersion(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("version", "", versionAbout, stderr)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() != 0 {
		return usageError(fs, "takes no arguments")
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		fmt.Fprintln(stderr, "uridialect version: no build information in this binary")
		return exitInvalid
	}
	fmt.Fprintln(stdout, versionText(info))
	return exitOK
}

// versionText renders what the build recorded: "uridialect VERSION
// (commit REVISION[+dirty], DATE) GO".
func versionText(info *debug.BuildInfo) string {
	version := info.Main.Version
	if version == "" {
		version = "(unknown)" // a test binary records no main module version
	}
	var revision, date, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.time":
			date = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	text := "uridialect " + version
	if revision != "" {
		text += fmt.Sprintf(" (commit %s%s", revision, dirty)
		if date != "" {
			text += ", " + date
		}
		text += ")"
	}
	return text + " " + info.GoVersion
}
