module github.com/uridialect/uridialect

go 1.26.0

require (
	github.com/hashicorp/go-multierror v1.1.1
	github.com/klauspost/compress v1.18.0
	github.com/nlnwa/gowarc/v3 v3.1.0
	github.com/stretchr/testify v1.12.1
	github.com/wlynxg/chardet v1.0.5
	golang.org/x/net v0.62.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/nlnwa/whatwg-url v0.6.2 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/text v0.44.0 // indirect
)
