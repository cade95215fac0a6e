package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/fit"
)

// fit --json prints the report the library returns.
func TestFitJSONIsTheLibraryReport(t *testing.T) {
	stdout, stderr, status := cli(t, "", "fit", "--json", "--top", "3", "../../testdata/fit/quirks.tsv")
	require.Equal(t, exitOK, status, stderr)
	var got fit.Report
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))

	f, err := os.Open("../../testdata/fit/quirks.tsv")
	require.NoError(t, err)
	defer f.Close()
	rd, err := fit.Read(f)
	obs := rd.Observations
	require.NoError(t, err)
	want := fit.Fit(obs, fit.Options{}).Report(3)
	assert.Equal(t, want, got)
	assert.Equal(t, "rfc2396 -o dotdot=drop", got.Ranking[0].Configuration)
}

func TestFitBadInput(t *testing.T) {
	stdout, stderr, status := cli(t, "", "fit", "../../testdata/fit/malformed.tsv")
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, stdout, "2 observations")
	assert.Contains(t, stderr, "malformed.tsv: line 2: 1 fields")
	assert.Contains(t, stderr, "malformed.tsv: line 5: field 2: byte 1: unknown escape")
	assert.Contains(t, stderr, "6 lines of ../../testdata/fit/malformed.tsv: 2 observations, 0 empty, 4 malformed (left out)")

	_, stderr, status = cli(t, "", "fit", "../../testdata/fit/notsv.txt")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "uridialect fit: ../../testdata/fit/notsv.txt: not a TSV file: none of its 2 lines has a TAB: want base<TAB>reference<TAB>observed lines\n", stderr)

	_, stderr, status = cli(t, "\n", "fit", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "uridialect fit: standard input: no observations: want base<TAB>reference<TAB>observed lines\n", stderr)

	_, _, status = cli(t, "", "fit")
	assert.Equal(t, exitUsage, status)
	_, _, status = cli(t, "", "fit", "--top", "-1", "-")
	assert.Equal(t, exitUsage, status)
}

// The loop on the command line: probe, answer with resolve's batch, fit.
func TestProbeResolveFit(t *testing.T) {
	probe, stderr, status := cli(t, "", "probe")
	require.Equal(t, exitOK, status, stderr)
	assert.Contains(t, stderr, fmt.Sprintf("tell %d configurations apart", len(engine.Configurations("http"))))
	answers, _, _ := cli(t, probe, "resolve", "-d", "rfc1808", "-o", "samescheme=relative", "-")
	report, stderr, status := cli(t, answers, "fit", "--top", "1", "-")
	require.Equal(t, exitOK, status, stderr)
	lines := strings.Split(report, "\n")
	assert.Regexp(t, `^ +1 +\d+/\d+ +rfc1808 -o samescheme=relative$`, lines[3])
	assert.Contains(t, report, "rfc1808 -o samescheme=relative reproduces every observation")
}

func TestProbeHTMLAndConfigs(t *testing.T) {
	page, _, status := cli(t, "", "probe", "--html", "--base", "http://a/b/", "-d", "rfc1808", "-d", "rfc2396", "-o", "dotdot=drop")
	require.Equal(t, exitOK, status)
	assert.Contains(t, page, `<base href="http://a/b/">`)
	assert.Contains(t, page, "<dd><code>rfc2396 -o dotdot=drop</code></dd>")
	_, stderr, status := cli(t, "", "probe", "-d", "rfc2396(dotdot=sideways)")
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr, `unknown value "sideways"`)
}

// Bytes that are not UTF-8 keep their value in the JSON, in a _bytes
// twin, as every command's JSON does.
func TestFitJSONKeepsBytes(t *testing.T) {
	stdout, stderr, status := cli(t, "http://a/b/c/d;p?q\tg\xe9\thttp://a/b/c/G\xe9\n", "fit", "--json", "--top", "1", "-")
	require.Equal(t, exitOK, status, stderr)
	var got struct {
		Unreproduced []struct {
			Reference      string `json:"reference"`
			ReferenceBytes string `json:"reference_bytes"`
			ObservedBytes  string `json:"observed_bytes"`
		} `json:"unreproduced"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	require.Len(t, got.Unreproduced, 1)
	assert.Equal(t, "Z+k=", got.Unreproduced[0].ReferenceBytes)
	assert.Equal(t, "aHR0cDovL2EvYi9jL0fp", got.Unreproduced[0].ObservedBytes)
}

// Two configurations no reference of the pool tells apart against the
// base: probe says so, and names the way out.
func TestProbeNothingTellsApart(t *testing.T) {
	stdout, stderr, status := cli(t, "", "probe", "-d", "rfc1630", "-d", "rfc1630", "-o", "slashes=literal")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "no reference of the pool of 105 tells these 2 configurations apart")
	stdout, _, _ = cli(t, "", "probe", "-d", "rfc1630", "-d", "rfc1630", "-o", "slashes=literal", "--base", "magic://a/b/c//d/e/f")
	assert.Equal(t, "magic://a/b/c//d/e/f\t/g\n", stdout, "RFC 1630's own base tells its two readings apart")
}
