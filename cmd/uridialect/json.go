package main

import (
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
)

// Every string field of the JSON written here follows package jsontwin's
// rule: a value that is not valid UTF-8 is followed by its KEY_bytes
// twin, the exact bytes. docs/cli.md describes every command's JSON.

// A jsonObject builds one JSON object, a field at a time.
type jsonObject struct {
	b []byte
}

func (o *jsonObject) next() {
	if len(o.b) == 0 {
		o.b = append(o.b, '{')
	} else {
		o.b = append(o.b, ',')
	}
}

// str adds a string field, and its twin when v is not UTF-8.
func (o *jsonObject) str(k, v string) {
	o.next()
	o.b = jsontwin.AppendField(o.b, k, v)
}

// raw adds a field whose value is already JSON.
func (o *jsonObject) raw(k, v string) {
	o.next()
	o.b = jsontwin.AppendString(o.b, k)
	o.b = append(o.b, ':')
	o.b = append(o.b, v...)
}

func (o *jsonObject) number(k string, v int) { o.raw(k, strconv.Itoa(v)) }

func (o *jsonObject) boolean(k string, v bool) { o.raw(k, strconv.FormatBool(v)) }

// String returns the object, closed.
func (o *jsonObject) String() string {
	if len(o.b) == 0 {
		return "{}"
	}
	return string(o.b) + "}"
}

// jsonArray joins JSON values into an array.
func jsonArray(values []string) string {
	return "[" + strings.Join(values, ",") + "]"
}

// jsonString encodes s as a JSON string, leaving <, > and & as they are.
// Bytes that are not UTF-8 become U+FFFD: jsonObject.str keeps them.
func jsonString(s string) []byte { return jsontwin.AppendString(nil, s) }
