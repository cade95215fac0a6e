package repotest

import (
	"os"
	"strings"
	"testing"
)

// TestCIRunsTheReadmeTestCommand: the README's install section gives the
// commands a newcomer runs from a clone, the install, the main job and the
// tests; CI (.ci/run) must run that test command, word for word, so that
// what a newcomer runs is what CI checks.
func TestCIRunsTheReadmeTestCommand(t *testing.T) {
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	ci, err := os.ReadFile("../../../.ci/run")
	if err != nil {
		t.Fatal(err)
	}
	_, install, ok := strings.Cut(string(readme), "\n## Install\n")
	if !ok {
		t.Fatal("README.md has no ## Install section")
	}
	install, _, _ = strings.Cut(install, "\n## ")
	var commands []string
	for _, block := range strings.Split(install, "```sh\n")[1:] {
		body, _, _ := strings.Cut(block, "```")
		commands = append(commands, strings.Split(strings.TrimSpace(body), "\n")...)
	}
	if len(commands) != 3 || commands[0] != "go install ./cmd/uridialect" {
		t.Fatalf("README's install section: %d commands %q, want go install ./cmd/uridialect, the main job and the tests", len(commands), commands)
	}
	test := commands[2]
	for _, line := range strings.Split(string(ci), "\n") {
		if strings.TrimSpace(line) == test {
			return
		}
	}
	t.Errorf(".ci/run does not run the README's test command %q", test)
}
