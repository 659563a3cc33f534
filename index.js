// n8n finds the nodes and credentials through the "n8n" section of package.json and loads them
// from dist/; nothing imports this file. It stays so a checkout has the community-node starter's shape.
module.exports = {};
